#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000788.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply11_kernelPyPifPf(unsigned long long *, int *, float, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp21_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14apply11_kernelPyPifPf(unsigned long long *__par0, int *__par1, float __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned long long *, int *, float, float *))apply11_kernel)), 0U);}
# 22 "v000788.cu"
void apply11_kernel( unsigned long long *__cuda_0,int *__cuda_1,float __cuda_2,float *__cuda_3)
# 22 "v000788.cu"
{__device_stub__Z14apply11_kernelPyPifPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000788.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp21_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))warp21_kernel)), 0U); }
# 28 "v000788.cu"
void warp21_kernel( int __cuda_0)
# 28 "v000788.cu"
{__device_stub__Z13warp21_kerneli( __cuda_0);
# 42 "v000788.cu"
}
# 1 "v000788.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int))warp21_kernel), _Z13warp21_kerneli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long long *, int *, float, float *))apply11_kernel), _Z14apply11_kernelPyPifPf, 512); __cudaRegisterVariable(__T4, __shadow_var(d_weigh10,::d_weigh10), 0, 128UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_kick29,::d_kick29), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000648.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift24yPi(unsigned long long, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend32_kernelPiPfS_i(int *, float *, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift24yPi(unsigned long long __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned long long, int *))drift24)), 0U);}
# 37 "v000648.cu"
void drift24( unsigned long long __cuda_0,int *__cuda_1)
# 37 "v000648.cu"
{__device_stub__Z7drift24yPi( __cuda_0,__cuda_1);
# 46 "v000648.cu"
}
# 1 "v000648.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14blend32_kernelPiPfS_i( int *__par0,  float *__par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, float *, int *, int))blend32_kernel)), 0U); }
# 48 "v000648.cu"
void blend32_kernel( int *__cuda_0,float *__cuda_1,int *__cuda_2,int __cuda_3)
# 48 "v000648.cu"
{__device_stub__Z14blend32_kernelPiPfS_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 67 "v000648.cu"
}
# 1 "v000648.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, float *, int *, int))blend32_kernel), _Z14blend32_kernelPiPfS_i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long long, int *))drift24), _Z7drift24yPi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_stencil15,::c_stencil15), 0, 4UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(c_bump31,::c_bump31), 0, 4UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN6impl228d_warp23E,::impl22::d_warp23), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

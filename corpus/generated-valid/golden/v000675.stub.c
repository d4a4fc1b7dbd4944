#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000675.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift10_kernelidi(int, double, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter32_kernelPf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sift10_kernelidi(int __par0, double __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, double, int))sift10_kernel)), 0U);}
# 22 "v000675.cu"
void sift10_kernel( int __cuda_0,double __cuda_1,int __cuda_2)
# 22 "v000675.cu"
{__device_stub__Z13sift10_kernelidi( __cuda_0,__cuda_1,__cuda_2);
# 28 "v000675.cu"
}
# 1 "v000675.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter32_kernelPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))scatter32_kernel)), 0U); }
# 57 "v000675.cu"
void scatter32_kernel( float *__cuda_0)
# 57 "v000675.cu"
{__device_stub__Z16scatter32_kernelPf( __cuda_0);
# 70 "v000675.cu"
}
# 1 "v000675.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *))scatter32_kernel), _Z16scatter32_kernelPf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, double, int))sift10_kernel), _Z13sift10_kernelidi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_pivot9,::d_pivot9), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(d_score23,::d_score23), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002025.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12lerp9_kerneliiPf(int, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util1913rank21_kernelEPKmi(const unsigned long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12lerp9_kerneliiPf(int __par0, int __par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, float *))lerp9_kernel)), 0U);}
# 16 "v002025.cu"
void lerp9_kernel( int __cuda_0,int __cuda_1,float *__cuda_2)
# 16 "v002025.cu"
{__device_stub__Z12lerp9_kerneliiPf( __cuda_0,__cuda_1,__cuda_2);
# 28 "v002025.cu"
}
# 1 "v002025.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util1913rank21_kernelEPKmi( const unsigned long *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned long *, int))util19::rank21_kernel)), 0U); }
# 38 "v002025.cu"
void util19::rank21_kernel( const unsigned long *__cuda_0,int __cuda_1)
# 38 "v002025.cu"
{__device_stub__ZN6util1913rank21_kernelEPKmi( __cuda_0,__cuda_1);
# 45 "v002025.cu"
}
# 1 "v002025.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned long *, int))util19::rank21_kernel), _ZN6util1913rank21_kernelEPKmi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, float *))lerp9_kernel), _Z12lerp9_kerneliiPf, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_probe8,::d_probe8), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(_ZN41_INTERNAL_26c584b2_10_v002025_cu_d_probe86util198d_kick20E,::util19::d_kick20), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

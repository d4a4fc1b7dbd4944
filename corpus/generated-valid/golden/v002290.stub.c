#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002290.fatbin.c"
static void __device_stub__Z6march6i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4gpu914apply10_kernelEPj(unsigned *);
static void __device_stub__ZN4gpu913pack18_kernelEPiPKi(int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6march6i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))march6)), 0U);}
# 10 "v002290.cu"
static void march6( int __cuda_0)
# 11 "v002290.cu"
{__device_stub__Z6march6i( __cuda_0);



}
# 1 "v002290.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4gpu914apply10_kernelEPj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))gpu9::apply10_kernel)), 0U); }
# 17 "v002290.cu"
void gpu9::apply10_kernel( unsigned *__cuda_0)
# 18 "v002290.cu"
{__device_stub__ZN4gpu914apply10_kernelEPj( __cuda_0);
# 29 "v002290.cu"
}
# 1 "v002290.cudafe1.stub.c"
static void __device_stub__ZN4gpu913pack18_kernelEPiPKi( int *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const int *))gpu9::pack18_kernel)), 0U); }
# 30 "v002290.cu"
static void gpu9::pack18_kernel( int *__cuda_0,const int *__cuda_1)
# 31 "v002290.cu"
{__device_stub__ZN4gpu913pack18_kernelEPiPKi( __cuda_0,__cuda_1);
# 40 "v002290.cu"
}
# 1 "v002290.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, const int *))gpu9::pack18_kernel), _ZN4gpu913pack18_kernelEPiPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))gpu9::apply10_kernel), _ZN4gpu914apply10_kernelEPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))march6), _Z6march6i, (-1)); __cudaRegisterVariable(__T3, __shadow_var(_ZN41_INTERNAL_2b03e49a_10_v002290_cu_7cb4c5854gpu98d_step23E,::gpu9::d_step23), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

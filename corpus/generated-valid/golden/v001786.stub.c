#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001786.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13march7_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm25_kernelcPKf(char, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13march7_kernelf(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))march7_kernel)), 0U);}
# 12 "v001786.cu"
void march7_kernel( float __cuda_0)
# 12 "v001786.cu"
{__device_stub__Z13march7_kernelf( __cuda_0);
# 20 "v001786.cu"
}
# 1 "v001786.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm25_kernelcPKf( char __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(char, const float *))norm25_kernel)), 0U); }
# 25 "v001786.cu"
void norm25_kernel( char __cuda_0,const float *__cuda_1)
# 25 "v001786.cu"
{__device_stub__Z13norm25_kernelcPKf( __cuda_0,__cuda_1);
# 32 "v001786.cu"
}
# 1 "v001786.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(char, const float *))norm25_kernel), _Z13norm25_kernelcPKf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float))march7_kernel), _Z13march7_kernelf, (-1)); __cudaRegisterManagedVariable(__T0, __shadow_var(m_pivot6,::m_pivot6), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

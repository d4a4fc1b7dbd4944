#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001018.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14gather3_kernelPiPKi(int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread13PiPKf(int *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14gather3_kernelPiPKi(int *__par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, const int *))gather3_kernel)), 0U);}
# 8 "v001018.cu"
void gather3_kernel( int *__cuda_0,const int *__cuda_1)
# 8 "v001018.cu"
{__device_stub__Z14gather3_kernelPiPKi( __cuda_0,__cuda_1);
# 16 "v001018.cu"
}
# 1 "v001018.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread13PiPKf( int *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const float *))spread13)), 0U); }
# 25 "v001018.cu"
void spread13( int *__cuda_0,const float *__cuda_1)
# 25 "v001018.cu"
{__device_stub__Z8spread13PiPKf( __cuda_0,__cuda_1);
# 40 "v001018.cu"
}
# 1 "v001018.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(int *, const float *))spread13), _Z8spread13PiPKf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *, const int *))gather3_kernel), _Z14gather3_kernelPiPKi, (-1)); __cudaRegisterVariable(__T8, __shadow_var(c_gather20,::c_gather20), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

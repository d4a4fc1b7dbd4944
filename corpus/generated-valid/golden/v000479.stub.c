#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000479.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13blend9_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias14bPKi(bool, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13blend9_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))blend9_kernel)), 0U);}
# 22 "v000479.cu"
void blend9_kernel( int __cuda_0)
# 22 "v000479.cu"
{__device_stub__Z13blend9_kerneli( __cuda_0);
# 30 "v000479.cu"
}
# 1 "v000479.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias14bPKi( bool __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(bool, const int *))bias14)), 0U); }
# 32 "v000479.cu"
void bias14( bool __cuda_0,const int *__cuda_1)
# 32 "v000479.cu"
{__device_stub__Z6bias14bPKi( __cuda_0,__cuda_1);
# 40 "v000479.cu"
}
# 1 "v000479.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(bool, const int *))bias14), _Z6bias14bPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))blend9_kernel), _Z13blend9_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002132.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter12iPilPKy(int, int *, long, const unsigned long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter12iPilPKy(int __par0, int *__par1, long __par2, const unsigned long long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, int *, long, const unsigned long long *))scatter12)), 0U);}
# 29 "v002132.cu"
void scatter12( int __cuda_0,int *__cuda_1,long __cuda_2,const unsigned long long *__cuda_3)
# 30 "v002132.cu"
{__device_stub__Z9scatter12iPilPKy( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v002132.cu"
}
# 1 "v002132.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int, int *, long, const unsigned long long *))scatter12), _Z9scatter12iPilPKy, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000374.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter10i4Acc4Pl(int, const struct Acc4&, long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8filter10i4Acc4Pl(int __par0, const struct Acc4&__par1, long *__restrict__ __par2){ long *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(int, const struct Acc4, long *__restrict__))filter10)), 0U);}
# 28 "i000374.cu"
void filter10( int __cuda_0,const struct ::Acc4 __cuda_1,long *__restrict__ __cuda_2)
# 28 "i000374.cu"
{__device_stub__Z8filter10i4Acc4Pl( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "i000374.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, const struct Acc4, long *__restrict__))filter10), _Z8filter10i4Acc4Pl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

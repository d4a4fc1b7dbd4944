#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001557.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5grow6PKdPjji(const double *, unsigned *, unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5grow6PKdPjji(const double *__par0, unsigned *__par1, unsigned __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const double *, unsigned *, unsigned, int))grow6)), 0U);}
# 22 "v001557.cu"
void grow6( const double *__cuda_0,unsigned *__cuda_1,unsigned __cuda_2,int __cuda_3)
# 22 "v001557.cu"
{__device_stub__Z5grow6PKdPjji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001557.cu"
}
# 1 "v001557.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, unsigned *, unsigned, int))grow6), _Z5grow6PKdPjji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

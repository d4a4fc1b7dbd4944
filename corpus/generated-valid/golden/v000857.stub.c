#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000857.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack22iPKjia(int, const unsigned *, int, signed char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pack22iPKjia(int __par0, const unsigned *__par1, int __par2, signed char __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int, const unsigned *, int, signed char))pack22)), 0U);}
# 36 "v000857.cu"
void pack22( int __cuda_0,const unsigned *__cuda_1,int __cuda_2,signed char __cuda_3)
# 36 "v000857.cu"
{__device_stub__Z6pack22iPKjia( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v000857.cu"
}
# 1 "v000857.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const unsigned *, int, signed char))pack22), _Z6pack22iPKjia, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000973.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7update9iPKsfj(int, const short *, float, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7update9iPKsfj(int __par0, const short *__par1, float __par2, unsigned __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int, const short *, float, unsigned))update9)), 0U);}
# 28 "v000973.cu"
void update9( int __cuda_0,const short *__cuda_1,float __cuda_2,unsigned __cuda_3)
# 28 "v000973.cu"
{__device_stub__Z7update9iPKsfj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v000973.cu"
}
# 1 "v000973.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, const short *, float, unsigned))update9), _Z7update9iPKsfj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

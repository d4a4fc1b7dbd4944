#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001531.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold11PKjliPl(const unsigned *__restrict__, long, int, long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6fold11PKjliPl(const unsigned *__restrict__ __par0, long __par1, int __par2, long *__restrict__ __par3){ const unsigned *__T0;
 long *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, long, int, long *__restrict__))fold11)), 0U);}
# 25 "v001531.cu"
void fold11( const unsigned *__restrict__ __cuda_0,long __cuda_1,int __cuda_2,long *__restrict__ __cuda_3)
# 25 "v001531.cu"
{__device_stub__Z6fold11PKjliPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v001531.cu"
}
# 1 "v001531.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *__restrict__, long, int, long *__restrict__))fold11), _Z6fold11PKjliPl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

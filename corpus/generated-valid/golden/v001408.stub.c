#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001408.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix22PKiiPiPKt(const int *__restrict__, int, int *, const unsigned short *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5mix22PKiiPiPKt(const int *__restrict__ __par0, int __par1, int *__par2, const unsigned short *__restrict__ __par3){ const int *__T0;
 const unsigned short *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, int *, const unsigned short *__restrict__))mix22)), 0U);}
# 55 "v001408.cu"
void mix22( const int *__restrict__ __cuda_0,int __cuda_1,int *__cuda_2,const unsigned short *__restrict__ __cuda_3)
# 56 "v001408.cu"
{__device_stub__Z5mix22PKiiPiPKt( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001408.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__, int, int *, const unsigned short *__restrict__))mix22), _Z5mix22PKiiPiPKt, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

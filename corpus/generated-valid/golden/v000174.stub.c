#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000174.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step15PifPKi(int *__restrict__, float, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6step15PifPKi(int *__restrict__ __par0, float __par1, const int *__restrict__ __par2){ int *__T0;
 const int *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, float, const int *__restrict__))step15)), 0U);}
# 32 "v000174.cu"
void step15( int *__restrict__ __cuda_0,float __cuda_1,const int *__restrict__ __cuda_2)
# 32 "v000174.cu"
{__device_stub__Z6step15PifPKi( __cuda_0,__cuda_1,__cuda_2);
# 44 "v000174.cu"
}
# 1 "v000174.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, float, const int *__restrict__))step15), _Z6step15PifPKi, (-1)); __cudaRegisterManagedVariable(__T5, __shadow_var(m_decay6,::m_decay6), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

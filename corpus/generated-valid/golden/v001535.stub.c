#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001535.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm10PKyfPjPf(const unsigned long long *, float, unsigned *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6norm10PKyfPjPf(const unsigned long long *__par0, float __par1, unsigned *__par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned long long *, float, unsigned *, float *))norm10)), 0U);}
# 24 "v001535.cu"
void norm10( const unsigned long long *__cuda_0,float __cuda_1,unsigned *__cuda_2,float *__cuda_3)
# 24 "v001535.cu"
{__device_stub__Z6norm10PKyfPjPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 37 "v001535.cu"
}
# 1 "v001535.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const unsigned long long *, float, unsigned *, float *))norm10), _Z6norm10PKyfPjPf, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_rank9,::c_rank9), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000002.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply18PjPKsPf(unsigned *__restrict__, const short *__restrict__, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11uses_host30Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7apply18PjPKsPf(unsigned *__restrict__ __par0, const short *__restrict__ __par1, float *__par2){ unsigned *__T0;
 const short *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, const short *__restrict__, float *))apply18)), 0U);}
# 41 "i000002.cu"
void apply18( unsigned *__restrict__ __cuda_0,const short *__restrict__ __cuda_1,float *__cuda_2)
# 41 "i000002.cu"
{__device_stub__Z7apply18PjPKsPf( __cuda_0,__cuda_1,__cuda_2);
# 49 "i000002.cu"
}
# 1 "i000002.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11uses_host30Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))uses_host30)), 0U); }
# 60 "i000002.cu"
void uses_host30( int *__cuda_0)
# 61 "i000002.cu"
{__device_stub__Z11uses_host30Pi( __cuda_0);

}
# 1 "i000002.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *))uses_host30), _Z11uses_host30Pi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *__restrict__, const short *__restrict__, float *))apply18), _Z7apply18PjPKsPf, 64); __cudaRegisterVariable(__T5, __shadow_var(d_decay16,::d_decay16), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

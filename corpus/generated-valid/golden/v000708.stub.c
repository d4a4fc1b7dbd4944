#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000708.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pivot1PKl(const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank11PKlPKs(const long *__restrict__, const short *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pivot1PKl(const long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *))pivot1)), 0U);}
# 5 "v000708.cu"
void pivot1( const long *__cuda_0)
# 6 "v000708.cu"
{__device_stub__Z6pivot1PKl( __cuda_0);
# 12 "v000708.cu"
}
# 1 "v000708.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6rank11PKlPKs( const long *__restrict__ __par0,  const short *__restrict__ __par1) {  const long *__T0;
 const short *__T1;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, const short *__restrict__))rank11)), 0U); }
# 25 "v000708.cu"
void rank11( const long *__restrict__ __cuda_0,const short *__restrict__ __cuda_1)
# 26 "v000708.cu"
{__device_stub__Z6rank11PKlPKs( __cuda_0,__cuda_1);

}
# 1 "v000708.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const long *__restrict__, const short *__restrict__))rank11), _Z6rank11PKlPKs, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const long *))pivot1), _Z6pivot1PKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

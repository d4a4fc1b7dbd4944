#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001056.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5norm3PKj(const unsigned *);
static void __device_stub__Z7clamp11PcPKd(char *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5norm3PKj(const unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const unsigned *))norm3)), 0U);}
# 8 "v001056.cu"
void norm3( const unsigned *__cuda_0)
# 8 "v001056.cu"
{__device_stub__Z5norm3PKj( __cuda_0);
# 17 "v001056.cu"
}
# 1 "v001056.cudafe1.stub.c"
static void __device_stub__Z7clamp11PcPKd( char *__par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(char *, const double *))clamp11)), 0U); }
# 24 "v001056.cu"
static void clamp11( char *__cuda_0,const double *__cuda_1)
# 24 "v001056.cu"
{__device_stub__Z7clamp11PcPKd( __cuda_0,__cuda_1);
# 32 "v001056.cu"
}
# 1 "v001056.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(char *, const double *))clamp11), _Z7clamp11PcPKd, 64); __cudaRegisterEntry(__T0, ((void ( *)(const unsigned *))norm3), _Z5norm3PKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000062.fatbin.c"
static void __device_stub__Z6tally7PKdS0_if(const double *, const double *, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step14PfPKiPl(float *, const int *, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay22PKiil(const int *__restrict__, int, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6tally7PKdS0_if(const double *__par0, const double *__par1, int __par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const double *, const double *, int, float))tally7)), 0U);}
# 18 "v000062.cu"
static void tally7( const double *__cuda_0,const double *__cuda_1,int __cuda_2,float __cuda_3)
# 18 "v000062.cu"
{__device_stub__Z6tally7PKdS0_if( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000062.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step14PfPKiPl( float *__par0,  const int *__par1,  long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, const int *, long *))step14)), 0U); }
# 24 "v000062.cu"
void step14( float *__cuda_0,const int *__cuda_1,long *__cuda_2)
# 24 "v000062.cu"
{__device_stub__Z6step14PfPKiPl( __cuda_0,__cuda_1,__cuda_2);
# 32 "v000062.cu"
}
# 1 "v000062.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay22PKiil( const int *__restrict__ __par0,  int __par1,  long __par2) {  const int *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, long))decay22)), 0U); }
# 34 "v000062.cu"
void decay22( const int *__restrict__ __cuda_0,int __cuda_1,long __cuda_2)
# 34 "v000062.cu"
{__device_stub__Z7decay22PKiil( __cuda_0,__cuda_1,__cuda_2);
# 45 "v000062.cu"
}
# 1 "v000062.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__, int, long))decay22), _Z7decay22PKiil, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *, const int *, long *))step14), step14, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const double *, const double *, int, float))tally7), _Z6tally7PKdS0_if, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_relax35,::c_relax35), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000472.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5rank9iPi(int, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace32PfPKfb(float *__restrict__, const float *, bool);
static void __device_stub__Z7weigh46i(int);
static void __device_stub__Z7scale52IfdEvPT_PT0_(float *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5rank9iPi(int __par0, int *__restrict__ __par1){ int *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, int *__restrict__))rank9)), 0U);}
# 22 "v000472.cu"
void rank9( int __cuda_0,int *__restrict__ __cuda_1)
# 22 "v000472.cu"
{__device_stub__Z5rank9iPi( __cuda_0,__cuda_1);
# 34 "v000472.cu"
}
# 1 "v000472.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7trace32PfPKfb( float *__restrict__ __par0,  const float *__par1,  bool __par2) {  float *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, const float *, bool))trace32)), 0U); }
# 51 "v000472.cu"
void trace32( float *__restrict__ __cuda_0,const float *__cuda_1,bool __cuda_2)
# 51 "v000472.cu"
{__device_stub__Z7trace32PfPKfb( __cuda_0,__cuda_1,__cuda_2);
# 61 "v000472.cu"
}
# 1 "v000472.cudafe1.stub.c"
static void __device_stub__Z7weigh46i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))weigh46)), 0U); }
# 64 "v000472.cu"
static void weigh46( int __cuda_0)
# 64 "v000472.cu"
{__device_stub__Z7weigh46i( __cuda_0);
# 71 "v000472.cu"
}
# 1 "v000472.cudafe1.stub.c"
static void __device_stub__Z7scale52IfdEvPT_PT0_( float *__par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, double *))scale52<float, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale52<float,double>( float *&__cuda_0,double *&__cuda_1){__device_stub__Z7scale52IfdEvPT_PT0_( (float *&)__cuda_0,(double *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float *, double *))scale52<float, double> ), _Z7scale52IfdEvPT_PT0_, 256UL); __cudaRegisterEntry(__T6, ((void ( *)(int))weigh46), _Z7weigh46i, 256); __cudaRegisterEntry(__T6, ((void ( *)(float *__restrict__, const float *, bool))trace32), _Z7trace32PfPKfb, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, int *__restrict__))rank9), _Z5rank9iPi, 256UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000997.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce10PKfPKl(const float *__restrict__, const long *);
static void __device_stub__Z7split15IlEvPKT_i(const long *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce10PKfPKl(const float *__restrict__ __par0, const long *__par1){ const float *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, const long *))reduce10)), 0U);}
# 24 "v000997.cu"
void reduce10( const float *__restrict__ __cuda_0,const long *__cuda_1)
# 24 "v000997.cu"
{__device_stub__Z8reduce10PKfPKl( __cuda_0,__cuda_1);


}
# 1 "v000997.cudafe1.stub.c"
static void __device_stub__Z7split15IlEvPKT_i( const long *__restrict__ __par0,  int __par1) {  const long *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, int))split15<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split15<long>( const long *__restrict__ &__cuda_0,int &__cuda_1){__device_stub__Z7split15IlEvPKT_i( (const long *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const long *__restrict__, int))split15<long> ), _Z7split15IlEvPKT_i, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__, const long *))reduce10), _Z8reduce10PKfPKl, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_kick28,::c_kick28), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000533.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score21PKfd(const float *, double);
static void __device_stub__Z6lerp15IlEvPT_(long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5util67update7EiPiji(int, int *, unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7score21PKfd(const float *__par0, double __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, double))score21)), 0U);}
# 45 "v000533.cu"
void score21( const float *__cuda_0,double __cuda_1)
# 46 "v000533.cu"
{__device_stub__Z7score21PKfd( __cuda_0,__cuda_1);
# 54 "v000533.cu"
}
# 1 "v000533.cudafe1.stub.c"
static void __device_stub__Z6lerp15IlEvPT_( long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long *))lerp15<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_lerp15<long>( long *&__cuda_0){__device_stub__Z6lerp15IlEvPT_( (long *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5util67update7EiPiji( int __par0,  int *__par1,  unsigned __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int, int *, unsigned, int))util6::update7)), 0U); }
# 19 "v000533.cu"
void util6::update7( int __cuda_0,int *__cuda_1,unsigned __cuda_2,int __cuda_3)
# 20 "v000533.cu"
{__device_stub__ZN5util67update7EiPiji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000533.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, unsigned, int))util6::update7), _ZN5util67update7EiPiji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long *))lerp15<long> ), _Z6lerp15IlEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, double))score21), _Z7score21PKfd, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_bias5,::d_bias5), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

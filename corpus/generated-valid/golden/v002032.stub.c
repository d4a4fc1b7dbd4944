#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002032.fatbin.c"
typedef _NV_ANON_NAMESPACE::State4 _ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade256State4E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade25PhPKfS_(unsigned char *, const float *, unsigned char *);
static void __device_stub__ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade2513shade7_kernelIdjEEvT_NS_6State4E(real24_t,  _ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade256State4E);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7shade25PhPKfS_(unsigned char *__par0, const float *__par1, unsigned char *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, const float *, unsigned char *))shade25)), 0U);}
# 57 "v002032.cu"
void shade25( unsigned char *__cuda_0,const float *__cuda_1,unsigned char *__cuda_2)
# 58 "v002032.cu"
{__device_stub__Z7shade25PhPKfS_( __cuda_0,__cuda_1,__cuda_2);
# 67 "v002032.cu"
}
# 1 "v002032.cudafe1.stub.c"
static void __device_stub__ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade2513shade7_kernelIdjEEvT_NS_6State4E( real24_t __par0,   _ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade256State4E __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(real24_t,  _ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade256State4E))_NV_ANON_NAMESPACE::shade7_kernel<double, unsigned int> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_shade7_kernel<double,unsigned>( ::real24_t &__cuda_0, _ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade256State4E &__cuda_1){__device_stub__ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade2513shade7_kernelIdjEEvT_NS_6State4E( (::real24_t &)__cuda_0,( _ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade256State4E &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(real24_t,  _ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade256State4E))_NV_ANON_NAMESPACE::shade7_kernel<double, unsigned int> ), _ZN42_GLOBAL__N__867295bb_10_v002032_cu_shade2513shade7_kernelIdjEEvT_NS_6State4E, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned char *, const float *, unsigned char *))shade25), shade25, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

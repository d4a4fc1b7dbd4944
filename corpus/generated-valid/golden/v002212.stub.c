#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002212.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter24Pf(float *);
static void __device_stub__Z14gather8_kernelIjLi4EEvT_iPfPS0_(unsigned, int, float *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8filter24Pf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))filter24)), 0U);}
# 76 "v002212.cu"
void filter24( float *__cuda_0)
# 76 "v002212.cu"
{__device_stub__Z8filter24Pf( __cuda_0);
# 83 "v002212.cu"
}
# 1 "v002212.cudafe1.stub.c"
static void __device_stub__Z14gather8_kernelIjLi4EEvT_iPfPS0_( unsigned __par0,  int __par1,  float *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, int, float *, unsigned *))gather8_kernel<unsigned int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_gather8_kernel<unsigned,4>( unsigned &__cuda_0,int &__cuda_1,float *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z14gather8_kernelIjLi4EEvT_iPfPS0_( (unsigned &)__cuda_0,(int &)__cuda_1,(float *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, int, float *, unsigned *))gather8_kernel<unsigned int, (int)4> ), _Z14gather8_kernelIjLi4EEvT_iPfPS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *))filter24), _Z8filter24Pf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000404.fatbin.c"
static void __device_stub__Z13lerp13_kernelIljEvT0_PKS0_PKi(unsigned, const unsigned *, const int *);
static void __device_stub__Z14split31_kernelIlLi7EEvT_fPKS0_(long, float, const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util233v248gather27EPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13lerp13_kernelIljEvT0_PKS0_PKi(unsigned __par0, const unsigned *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, const unsigned *, const int *))lerp13_kernel<long, unsigned int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_lerp13_kernel<long,unsigned>( unsigned &__cuda_0,const unsigned *&__cuda_1,const int *&__cuda_2){__device_stub__Z13lerp13_kernelIljEvT0_PKS0_PKi( (unsigned &)__cuda_0,(const unsigned *&)__cuda_1,(const int *&)__cuda_2);}
static void __device_stub__Z14split31_kernelIlLi7EEvT_fPKS0_(long __par0, float __par1, const long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long, float, const long *))split31_kernel<long, (int)7> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_split31_kernel<long,7>( long &__cuda_0,float &__cuda_1,const long *&__cuda_2){__device_stub__Z14split31_kernelIlLi7EEvT_fPKS0_( (long &)__cuda_0,(float &)__cuda_1,(const long *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6util233v248gather27EPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))util23::v24::gather27)), 0U);}
# 46 "v000404.cu"
void util23::v24::gather27( int *__cuda_0)
# 46 "v000404.cu"
{__device_stub__ZN6util233v248gather27EPi( __cuda_0);




}
# 1 "v000404.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))util23::v24::gather27), _ZN6util233v248gather27EPi, 1024); __cudaRegisterEntry(__T3, ((void ( *)(long, float, const long *))split31_kernel<long, (int)7> ), _Z14split31_kernelIlLi7EEvT_fPKS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const unsigned *, const int *))lerp13_kernel<long, unsigned int> ), _Z13lerp13_kernelIljEvT0_PKS0_PKi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_mix12,::d_mix12), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

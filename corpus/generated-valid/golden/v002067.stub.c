#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002067.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread25id(int, double);
static void __device_stub__Z13fold18_kernelIjLi8EEvT_PKS0_Pt(unsigned, const unsigned *, unsigned short *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8spread25id(int __par0, double __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, double))spread25)), 0U);}
# 57 "v002067.cu"
void spread25( int __cuda_0,double __cuda_1)
# 57 "v002067.cu"
{__device_stub__Z8spread25id( __cuda_0,__cuda_1);
# 70 "v002067.cu"
}
# 1 "v002067.cudafe1.stub.c"
static void __device_stub__Z13fold18_kernelIjLi8EEvT_PKS0_Pt( unsigned __par0,  const unsigned *__par1,  unsigned short *__restrict__ __par2) {  unsigned short *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, const unsigned *, unsigned short *__restrict__))fold18_kernel<unsigned int, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold18_kernel<unsigned,8>( unsigned &__cuda_0,const unsigned *&__cuda_1,unsigned short *__restrict__ &__cuda_2){__device_stub__Z13fold18_kernelIjLi8EEvT_PKS0_Pt( (unsigned &)__cuda_0,(const unsigned *&)__cuda_1,(unsigned short *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, const unsigned *, unsigned short *__restrict__))fold18_kernel<unsigned int, (int)8> ), _Z13fold18_kernelIjLi8EEvT_PKS0_Pt, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, double))spread25), _Z8spread25id, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

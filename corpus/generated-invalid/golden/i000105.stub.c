#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000105.fatbin.c"
static void __device_stub__Z13fold11_kernelPx(long long *);
static void __device_stub__Z16scatter16_kernelIjLi4EEvPT_PiS0_Pj(unsigned *, int *__restrict__, unsigned, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13fold11_kernelPx(long long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long long *))fold11_kernel)), 0U);}
# 18 "i000105.cu"
static void fold11_kernel( long long *__cuda_0)
# 18 "i000105.cu"
{__device_stub__Z13fold11_kernelPx( __cuda_0);
# 24 "i000105.cu"
}
# 1 "i000105.cudafe1.stub.c"
static void __device_stub__Z16scatter16_kernelIjLi4EEvPT_PiS0_Pj( unsigned *__par0,  int *__restrict__ __par1,  unsigned __par2,  unsigned *__par3) {  int *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int *__restrict__, unsigned, unsigned *))scatter16_kernel<unsigned int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter16_kernel<unsigned,4>( unsigned *&__cuda_0,int *__restrict__ &__cuda_1,unsigned &__cuda_2,unsigned *&__cuda_3){__device_stub__Z16scatter16_kernelIjLi4EEvPT_PiS0_Pj( (unsigned *&)__cuda_0,(int *&)__cuda_1,(unsigned &)__cuda_2,(unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(unsigned *, int *__restrict__, unsigned, unsigned *))scatter16_kernel<unsigned int, (int)4> ), _Z16scatter16_kernelIjLi4EEvPT_PiS0_Pj, 32UL); __cudaRegisterEntry(__T1, ((void ( *)(long long *))fold11_kernel), _Z13fold11_kernelPx, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

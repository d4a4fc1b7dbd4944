#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001997.fatbin.c"
typedef Pixel8<float>  _Z6Pixel8IfE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe12_kernel6Pixel8IfEiPf( _Z6Pixel8IfE&, int, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe29_kernelPijiS_(int *__restrict__, unsigned, int, int *__restrict__);
static void __device_stub__Z14apply40_kernelIliEvPT0_PKS0_T_j(int *, const int *, long, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14probe12_kernel6Pixel8IfEiPf( _Z6Pixel8IfE&__par0, int __par1, float *__restrict__ __par2){ float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)( _Z6Pixel8IfE, int, float *__restrict__))probe12_kernel)), 0U);}
# 32 "v001997.cu"
void probe12_kernel(  _Z6Pixel8IfE __cuda_0,int __cuda_1,float *__restrict__ __cuda_2)
# 32 "v001997.cu"
{__device_stub__Z14probe12_kernel6Pixel8IfEiPf( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001997.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe29_kernelPijiS_( int *__restrict__ __par0,  unsigned __par1,  int __par2,  int *__restrict__ __par3) {  int *__T1;
 int *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned, int, int *__restrict__))probe29_kernel)), 0U); }
# 46 "v001997.cu"
void probe29_kernel( int *__restrict__ __cuda_0,unsigned __cuda_1,int __cuda_2,int *__restrict__ __cuda_3)
# 46 "v001997.cu"
{__device_stub__Z14probe29_kernelPijiS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v001997.cu"
}
# 1 "v001997.cudafe1.stub.c"
static void __device_stub__Z14apply40_kernelIliEvPT0_PKS0_T_j( int *__par0,  const int *__par1,  long __par2,  unsigned __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, const int *, long, unsigned))apply40_kernel<long, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_apply40_kernel<long,int>( int *&__cuda_0,const int *&__cuda_1,long &__cuda_2,unsigned &__cuda_3){__device_stub__Z14apply40_kernelIliEvPT0_PKS0_T_j( (int *&)__cuda_0,(const int *&)__cuda_1,(long &)__cuda_2,(unsigned &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(int *, const int *, long, unsigned))apply40_kernel<long, int> ), _Z14apply40_kernelIliEvPT0_PKS0_T_j, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int *__restrict__, unsigned, int, int *__restrict__))probe29_kernel), _Z14probe29_kernelPijiS_, 128); __cudaRegisterEntry(__T9, ((void ( *)( _Z6Pixel8IfE, int, float *__restrict__))probe12_kernel), _Z14probe12_kernel6Pixel8IfEiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

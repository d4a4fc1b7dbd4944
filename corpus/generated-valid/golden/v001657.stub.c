#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001657.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile28_kernel7Color25(enum Color25);
static void __device_stub__Z14probe21_kernelIijEvT0_T_(unsigned, int);
static void __device_stub__Z14tally34_kernelIjEvPT_(unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tile28_kernel7Color25(enum Color25 __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(enum Color25))tile28_kernel)), 0U);}
# 52 "v001657.cu"
void tile28_kernel( enum ::Color25 __cuda_0)
# 53 "v001657.cu"
{__device_stub__Z13tile28_kernel7Color25( __cuda_0);
# 68 "v001657.cu"
}
# 1 "v001657.cudafe1.stub.c"
static void __device_stub__Z14probe21_kernelIijEvT0_T_( unsigned __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, int))probe21_kernel<int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_probe21_kernel<int,unsigned>( unsigned &__cuda_0,int &__cuda_1){__device_stub__Z14probe21_kernelIijEvT0_T_( (unsigned &)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z14tally34_kernelIjEvPT_( unsigned *__restrict__ __par0) {  unsigned *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))tally34_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tally34_kernel<unsigned>( unsigned *__restrict__ &__cuda_0){__device_stub__Z14tally34_kernelIjEvPT_( (unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *__restrict__))tally34_kernel<unsigned int> ), _Z14tally34_kernelIjEvPT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, int))probe21_kernel<int, unsigned int> ), _Z14probe21_kernelIijEvT0_T_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(enum Color25))tile28_kernel), _Z13tile28_kernel7Color25, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001953.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift5iPKji(int, const unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu167pivot22EiPjff(int, unsigned *, float, float);
static void __device_stub__ZN5gpu1614accum30_kernelIjLi6EEEvT_S1_(unsigned, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift5iPKji(int __par0, const unsigned *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const unsigned *, int))sift5)), 0U);}
# 18 "v001953.cu"
void sift5( int __cuda_0,const unsigned *__cuda_1,int __cuda_2)
# 18 "v001953.cu"
{__device_stub__Z5sift5iPKji( __cuda_0,__cuda_1,__cuda_2);
# 32 "v001953.cu"
}
# 1 "v001953.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu167pivot22EiPjff( int __par0,  unsigned *__par1,  float __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *, float, float))gpu16::pivot22)), 0U); }
# 45 "v001953.cu"
void gpu16::pivot22( int __cuda_0,unsigned *__cuda_1,float __cuda_2,float __cuda_3)
# 45 "v001953.cu"
{__device_stub__ZN5gpu167pivot22EiPjff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v001953.cu"
}
# 1 "v001953.cudafe1.stub.c"
static void __device_stub__ZN5gpu1614accum30_kernelIjLi6EEEvT_S1_( unsigned __par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned))gpu16::accum30_kernel<unsigned int, (int)6> )), 0U); }namespace gpu16{

template<> __specialization_static void __wrapper__device_stub_accum30_kernel<unsigned,6>( unsigned &__cuda_0,unsigned &__cuda_1){__device_stub__ZN5gpu1614accum30_kernelIjLi6EEEvT_S1_( (unsigned &)__cuda_0,(unsigned &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, unsigned))gpu16::accum30_kernel<unsigned int, (int)6> ), _ZN5gpu1614accum30_kernelIjLi6EEEvT_S1_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, unsigned *, float, float))gpu16::pivot22), _ZN5gpu167pivot22EiPjff, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, const unsigned *, int))sift5), _Z5sift5iPKji, 256); __cudaRegisterVariable(__T7, __shadow_var(c_tile15,::c_tile15), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

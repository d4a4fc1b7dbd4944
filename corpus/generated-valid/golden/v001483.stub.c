#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001483.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12norm7_kernelPKjiif(const unsigned *__restrict__, int, int, float);
static void __device_stub__Z6kick30PKjPj(const unsigned *__restrict__, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend37iPf(int, float *__restrict__);
static void __device_stub__Z16scatter18_kernelIijEvT0_PKS0_(unsigned, const unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12norm7_kernelPKjiif(const unsigned *__restrict__ __par0, int __par1, int __par2, float __par3){ const unsigned *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, int, int, float))norm7_kernel)), 0U);}
# 22 "v001483.cu"
void norm7_kernel( const unsigned *__restrict__ __cuda_0,int __cuda_1,int __cuda_2,float __cuda_3)
# 22 "v001483.cu"
{__device_stub__Z12norm7_kernelPKjiif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v001483.cu"
}
# 1 "v001483.cudafe1.stub.c"
static void __device_stub__Z6kick30PKjPj( const unsigned *__restrict__ __par0,  unsigned *__restrict__ __par1) {  const unsigned *__T1;
 unsigned *__T2;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, unsigned *__restrict__))kick30)), 0U); }
# 56 "v001483.cu"
static void kick30( const unsigned *__restrict__ __cuda_0,unsigned *__restrict__ __cuda_1)
# 56 "v001483.cu"
{__device_stub__Z6kick30PKjPj( __cuda_0,__cuda_1);



}
# 1 "v001483.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend37iPf( int __par0,  float *__restrict__ __par1) {  float *__T3;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(int, float *__restrict__))blend37)), 0U); }
# 70 "v001483.cu"
void blend37( int __cuda_0,float *__restrict__ __cuda_1)
# 70 "v001483.cu"
{__device_stub__Z7blend37iPf( __cuda_0,__cuda_1);
# 79 "v001483.cu"
}
# 1 "v001483.cudafe1.stub.c"
static void __device_stub__Z16scatter18_kernelIijEvT0_PKS0_( unsigned __par0,  const unsigned *__restrict__ __par1) {  const unsigned *__T4;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, const unsigned *__restrict__))scatter18_kernel<int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter18_kernel<int,unsigned>( unsigned &__cuda_0,const unsigned *__restrict__ &__cuda_1){__device_stub__Z16scatter18_kernelIijEvT0_PKS0_( (unsigned &)__cuda_0,(const unsigned *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(unsigned, const unsigned *__restrict__))scatter18_kernel<int, unsigned int> ), _Z16scatter18_kernelIijEvT0_PKS0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, float *__restrict__))blend37), _Z7blend37iPf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *__restrict__, unsigned *__restrict__))kick30), _Z6kick30PKjPj, 64); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *__restrict__, int, int, float))norm7_kernel), _Z12norm7_kernelPKjiif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

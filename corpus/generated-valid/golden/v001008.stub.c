#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001008.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6merge5PKiiPfPh(const int *__restrict__, int, float *, unsigned char *);
static void __device_stub__Z13lerp17_kernelPjPsiPi(unsigned *__restrict__, short *, int, int *__restrict__);
static void __device_stub__Z15smooth13_kernelIfiEvPT_(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6merge5PKiiPfPh(const int *__restrict__ __par0, int __par1, float *__par2, unsigned char *__par3){ const int *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, float *, unsigned char *))merge5)), 0U);}
# 15 "v001008.cu"
void merge5( const int *__restrict__ __cuda_0,int __cuda_1,float *__cuda_2,unsigned char *__cuda_3)
# 16 "v001008.cu"
{__device_stub__Z6merge5PKiiPfPh( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 22 "v001008.cu"
}
# 1 "v001008.cudafe1.stub.c"
static void __device_stub__Z13lerp17_kernelPjPsiPi( unsigned *__restrict__ __par0,  short *__par1,  int __par2,  int *__restrict__ __par3) {  unsigned *__T1;
 int *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, short *, int, int *__restrict__))lerp17_kernel)), 0U); }
# 34 "v001008.cu"
static void lerp17_kernel( unsigned *__restrict__ __cuda_0,short *__cuda_1,int __cuda_2,int *__restrict__ __cuda_3)
# 35 "v001008.cu"
{__device_stub__Z13lerp17_kernelPjPsiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001008.cudafe1.stub.c"
static void __device_stub__Z15smooth13_kernelIfiEvPT_( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))smooth13_kernel<float, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_smooth13_kernel<float,int>( float *&__cuda_0){__device_stub__Z15smooth13_kernelIfiEvPT_( (float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float *))smooth13_kernel<float, int> ), _Z15smooth13_kernelIfiEvPT_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *__restrict__, short *, int, int *__restrict__))lerp17_kernel), _Z13lerp17_kernelPjPsiPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__, int, float *, unsigned char *))merge5), _Z6merge5PKiiPfPh, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

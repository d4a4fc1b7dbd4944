#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000794.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tally6_kernelPfPKj(float *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_blend32Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_spread33Pji(unsigned *, int);
static void __device_stub__Z14weigh25_kernelIiEvPT_PsPKS0_(int *, short *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tally6_kernelPfPKj(float *__par0, const unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, const unsigned *))tally6_kernel)), 0U);}
# 14 "v000794.cu"
void tally6_kernel( float *__cuda_0,const unsigned *__cuda_1)
# 15 "v000794.cu"
{__device_stub__Z13tally6_kernelPfPKj( __cuda_0,__cuda_1);
# 26 "v000794.cu"
}
# 1 "v000794.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_blend32Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_blend32)), 0U); }
# 65 "v000794.cu"
void map_blend32( double *__cuda_0,int __cuda_1)
# 65 "v000794.cu"
{__device_stub__Z11map_blend32Pdi( __cuda_0,__cuda_1); }
# 1 "v000794.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_spread33Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_spread33)), 0U); }
# 66 "v000794.cu"
void map_spread33( unsigned *__cuda_0,int __cuda_1)
# 66 "v000794.cu"
{__device_stub__Z12map_spread33Pji( __cuda_0,__cuda_1); }
# 1 "v000794.cudafe1.stub.c"
static void __device_stub__Z14weigh25_kernelIiEvPT_PsPKS0_( int *__par0,  short *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, short *, const int *))weigh25_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh25_kernel<int>( int *&__cuda_0,short *&__cuda_1,const int *&__cuda_2){__device_stub__Z14weigh25_kernelIiEvPT_PsPKS0_( (int *&)__cuda_0,(short *&)__cuda_1,(const int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, short *, const int *))weigh25_kernel<int> ), _Z14weigh25_kernelIiEvPT_PsPKS0_, 128UL); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_spread33), _Z12map_spread33Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_blend32), _Z11map_blend32Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, const unsigned *))tally6_kernel), _Z13tally6_kernelPfPKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

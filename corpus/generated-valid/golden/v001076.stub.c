#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001076.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter7_kernelPhiPiS0_(unsigned char *__restrict__, int, int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow19PKf(const float *);
static void __device_stub__Z13rank33_kernelIjiEvT0_PKT_ah(int, const unsigned *__restrict__, signed char, unsigned char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter7_kernelPhiPiS0_(unsigned char *__restrict__ __par0, int __par1, int *__par2, int *__par3){ unsigned char *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned char *__restrict__, int, int *, int *))filter7_kernel)), 0U);}
# 12 "v001076.cu"
void filter7_kernel( unsigned char *__restrict__ __cuda_0,int __cuda_1,int *__cuda_2,int *__cuda_3)
# 12 "v001076.cu"
{__device_stub__Z14filter7_kernelPhiPiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 21 "v001076.cu"
}
# 1 "v001076.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow19PKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))grow19)), 0U); }
# 30 "v001076.cu"
void grow19( const float *__cuda_0)
# 30 "v001076.cu"
{__device_stub__Z6grow19PKf( __cuda_0);
# 40 "v001076.cu"
}
# 1 "v001076.cudafe1.stub.c"
static void __device_stub__Z13rank33_kernelIjiEvT0_PKT_ah( int __par0,  const unsigned *__restrict__ __par1,  signed char __par2,  unsigned char __par3) {  const unsigned *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 17UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *__restrict__, signed char, unsigned char))rank33_kernel<unsigned int, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_rank33_kernel<unsigned,int>( int &__cuda_0,const unsigned *__restrict__ &__cuda_1,signed char &__cuda_2,unsigned char &__cuda_3){__device_stub__Z13rank33_kernelIjiEvT0_PKT_ah( (int &)__cuda_0,(const unsigned *&)__cuda_1,(signed char &)__cuda_2,(unsigned char &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, const unsigned *__restrict__, signed char, unsigned char))rank33_kernel<unsigned int, int> ), _Z13rank33_kernelIjiEvT0_PKT_ah, 128UL); __cudaRegisterEntry(__T5, ((void ( *)(const float *))grow19), _Z6grow19PKf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned char *__restrict__, int, int *, int *))filter7_kernel), _Z14filter7_kernelPhiPiS0_, 1024); __cudaRegisterVariable(__T5, __shadow_var(c_blend31,::c_blend31), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001963.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7smooth6mPfPKhi(unsigned long, float *, const unsigned char *, int);
static void __device_stub__Z7pivot25IiiEvPKT0_(const int *);
static void __device_stub__Z13fuse42_kernelIjiEvPKT_PiS2_(const unsigned *, int *, const unsigned *);
static void __device_stub__Z14blend31_kernelIjLi5EEvPKT_S0_Pf(const unsigned *, unsigned, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7smooth6mPfPKhi(unsigned long __par0, float *__par1, const unsigned char *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned long, float *, const unsigned char *, int))smooth6)), 0U);}
# 16 "v001963.cu"
void smooth6( unsigned long __cuda_0,float *__cuda_1,const unsigned char *__cuda_2,int __cuda_3)
# 16 "v001963.cu"
{__device_stub__Z7smooth6mPfPKhi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "v001963.cu"
}
# 1 "v001963.cudafe1.stub.c"
static void __device_stub__Z7pivot25IiiEvPKT0_( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))pivot25<int, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_pivot25<int,int>( const int *&__cuda_0){__device_stub__Z7pivot25IiiEvPKT0_( (const int *&)__cuda_0);}
static void __device_stub__Z13fuse42_kernelIjiEvPKT_PiS2_( const unsigned *__par0,  int *__par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int *, const unsigned *))fuse42_kernel<unsigned int, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse42_kernel<unsigned,int>( const unsigned *&__cuda_0,int *&__cuda_1,const unsigned *&__cuda_2){__device_stub__Z13fuse42_kernelIjiEvPKT_PiS2_( (const unsigned *&)__cuda_0,(int *&)__cuda_1,(const unsigned *&)__cuda_2);}
static void __device_stub__Z14blend31_kernelIjLi5EEvPKT_S0_Pf( const unsigned *__par0,  unsigned __par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned, float *))blend31_kernel<unsigned int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend31_kernel<unsigned,5>( const unsigned *&__cuda_0,unsigned &__cuda_1,float *&__cuda_2){__device_stub__Z14blend31_kernelIjLi5EEvPKT_S0_Pf( (const unsigned *&)__cuda_0,(unsigned &)__cuda_1,(float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, unsigned, float *))blend31_kernel<unsigned int, (int)5> ), _Z14blend31_kernelIjLi5EEvPKT_S0_Pf, 256); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, int *, const unsigned *))fuse42_kernel<unsigned int, int> ), _Z13fuse42_kernelIjiEvPKT_PiS2_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))pivot25<int, int> ), _Z7pivot25IiiEvPKT0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long, float *, const unsigned char *, int))smooth6), _Z7smooth6mPfPKhi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_clamp40,::m_clamp40), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001070.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay7_kernelPhPdi(unsigned char *, double *, int);
static void __device_stub__Z14apply14_kernelIlLi1EEvT_PS0_S0_(long, long *, long);
static void __device_stub__Z9stencil28IjjEvPKT0_jf(const unsigned *, unsigned, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay7_kernelPhPdi(unsigned char *__par0, double *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, double *, int))decay7_kernel)), 0U);}
# 15 "v001070.cu"
void decay7_kernel( unsigned char *__cuda_0,double *__cuda_1,int __cuda_2)
# 16 "v001070.cu"
{__device_stub__Z13decay7_kernelPhPdi( __cuda_0,__cuda_1,__cuda_2);
# 28 "v001070.cu"
}
# 1 "v001070.cudafe1.stub.c"
static void __device_stub__Z14apply14_kernelIlLi1EEvT_PS0_S0_( long __par0,  long *__par1,  long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long, long *, long))apply14_kernel<long, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_apply14_kernel<long,1>( long &__cuda_0,long *&__cuda_1,long &__cuda_2){__device_stub__Z14apply14_kernelIlLi1EEvT_PS0_S0_( (long &)__cuda_0,(long *&)__cuda_1,(long &)__cuda_2);}
static void __device_stub__Z9stencil28IjjEvPKT0_jf( const unsigned *__par0,  unsigned __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned, float))stencil28<unsigned int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_stencil28<unsigned,unsigned>( const unsigned *&__cuda_0,unsigned &__cuda_1,float &__cuda_2){__device_stub__Z9stencil28IjjEvPKT0_jf( (const unsigned *&)__cuda_0,(unsigned &)__cuda_1,(float &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, unsigned, float))stencil28<unsigned int, unsigned int> ), _Z9stencil28IjjEvPKT0_jf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long, long *, long))apply14_kernel<long, (int)1> ), _Z14apply14_kernelIlLi1EEvT_PS0_S0_, 32); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char *, double *, int))decay7_kernel), _Z13decay7_kernelPhPdi, 512); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

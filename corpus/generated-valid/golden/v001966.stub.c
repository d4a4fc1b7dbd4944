#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001966.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot12_kernelfPj(float, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread17_kernelfidPKh(float, idx11_t, double, const unsigned char *);
static void __device_stub__Z13tile24_kernelIjLi5EEvPKT_PKiS2_S2_(const unsigned *, const int *, const unsigned *, const unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot12_kernelfPj(float __par0, unsigned *__restrict__ __par1){ unsigned *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(float, unsigned *__restrict__))pivot12_kernel)), 0U);}
# 22 "v001966.cu"
void pivot12_kernel( float __cuda_0,unsigned *__restrict__ __cuda_1)
# 23 "v001966.cu"
{__device_stub__Z14pivot12_kernelfPj( __cuda_0,__cuda_1);




}
# 1 "v001966.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15spread17_kernelfidPKh( float __par0,  idx11_t __par1,  double __par2,  const unsigned char *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, idx11_t, double, const unsigned char *))spread17_kernel)), 0U); }
# 30 "v001966.cu"
void spread17_kernel( float __cuda_0,::idx11_t __cuda_1,double __cuda_2,const unsigned char *__cuda_3)
# 31 "v001966.cu"
{__device_stub__Z15spread17_kernelfidPKh( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001966.cudafe1.stub.c"
static void __device_stub__Z13tile24_kernelIjLi5EEvPKT_PKiS2_S2_( const unsigned *__par0,  const int *__par1,  const unsigned *__par2,  const unsigned *__restrict__ __par3) {  const unsigned *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const int *, const unsigned *, const unsigned *__restrict__))tile24_kernel<unsigned int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile24_kernel<unsigned,5>( const unsigned *&__cuda_0,const int *&__cuda_1,const unsigned *&__cuda_2,const unsigned *__restrict__ &__cuda_3){__device_stub__Z13tile24_kernelIjLi5EEvPKT_PKiS2_S2_( (const unsigned *&)__cuda_0,(const int *&)__cuda_1,(const unsigned *&)__cuda_2,(const unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *, const int *, const unsigned *, const unsigned *__restrict__))tile24_kernel<unsigned int, (int)5> ), _Z13tile24_kernelIjLi5EEvPKT_PKiS2_S2_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, idx11_t, double, const unsigned char *))spread17_kernel), _Z15spread17_kernelfidPKh, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, unsigned *__restrict__))pivot12_kernel), _Z14pivot12_kernelfPj, 256); __cudaRegisterVariable(__T5, __shadow_var(c_pivot10,::c_pivot10), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

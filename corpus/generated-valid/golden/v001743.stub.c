#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001743.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp21_kernelPKf(const float *);
static void __device_stub__Z7probe24IjLi5EEvPT_iS0_S0_(unsigned *__restrict__, int, unsigned, unsigned);
static void __device_stub__Z7drift29IjLi6EEvPKT_S2_(const unsigned *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu127drift13EiPisS0_(int, int *__restrict__, short, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13warp21_kernelPKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))warp21_kernel)), 0U);}
# 52 "v001743.cu"
void warp21_kernel( const float *__cuda_0)
# 52 "v001743.cu"
{__device_stub__Z13warp21_kernelPKf( __cuda_0);




}
# 1 "v001743.cudafe1.stub.c"
static void __device_stub__Z7probe24IjLi5EEvPT_iS0_S0_( unsigned *__restrict__ __par0,  int __par1,  unsigned __par2,  unsigned __par3) {  unsigned *__T0;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, int, unsigned, unsigned))probe24<unsigned int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_probe24<unsigned,5>( unsigned *__restrict__ &__cuda_0,int &__cuda_1,unsigned &__cuda_2,unsigned &__cuda_3){__device_stub__Z7probe24IjLi5EEvPT_iS0_S0_( (unsigned *&)__cuda_0,(int &)__cuda_1,(unsigned &)__cuda_2,(unsigned &)__cuda_3);}
static void __device_stub__Z7drift29IjLi6EEvPKT_S2_( const unsigned *__par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned *))drift29<unsigned int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift29<unsigned,6>( const unsigned *&__cuda_0,const unsigned *&__cuda_1){__device_stub__Z7drift29IjLi6EEvPKT_S2_( (const unsigned *&)__cuda_0,(const unsigned *&)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu127drift13EiPisS0_( int __par0,  int *__restrict__ __par1,  short __par2,  int *__restrict__ __par3) {  int *__T5;
 int *__T6;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T5 = __par1; __cudaSetupArgSimple(__T5, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T6 = __par3; __cudaSetupArgSimple(__T6, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__, short, int *__restrict__))gpu12::drift13)), 0U); }
# 35 "v001743.cu"
void gpu12::drift13( int __cuda_0,int *__restrict__ __cuda_1,short __cuda_2,int *__restrict__ __cuda_3)
# 35 "v001743.cu"
{__device_stub__ZN5gpu127drift13EiPisS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v001743.cu"
}
# 1 "v001743.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int, int *__restrict__, short, int *__restrict__))gpu12::drift13), _ZN5gpu127drift13EiPisS0_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned *, const unsigned *))drift29<unsigned int, (int)6> ), _Z7drift29IjLi6EEvPKT_S2_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *__restrict__, int, unsigned, unsigned))probe24<unsigned int, (int)5> ), _Z7probe24IjLi5EEvPT_iS0_S0_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const float *))warp21_kernel), _Z13warp21_kernelPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

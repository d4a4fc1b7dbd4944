#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001897.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step16iPKll(int, const long *__restrict__, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold29_kerneldPibPKx(double, int *, bool, const long long *);
static void __device_stub__Z13trace8_kernelIlLi1EEvPKT_S0_S2_S2_(const long *__restrict__, long, const long *, const long *);
static void __device_stub__Z15filter23_kernelIjLi2EEvPKT_iPKiS2_(const unsigned *__restrict__, int, const int *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6step16iPKll(int __par0, const long *__restrict__ __par1, long __par2){ const long *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const long *__restrict__, long))step16)), 0U);}
# 21 "v001897.cu"
void step16( int __cuda_0,const long *__restrict__ __cuda_1,long __cuda_2)
# 21 "v001897.cu"
{__device_stub__Z6step16iPKll( __cuda_0,__cuda_1,__cuda_2);
# 33 "v001897.cu"
}
# 1 "v001897.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold29_kerneldPibPKx( double __par0,  int *__par1,  bool __par2,  const long long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double, int *, bool, const long long *))fold29_kernel)), 0U); }
# 46 "v001897.cu"
void fold29_kernel( double __cuda_0,int *__cuda_1,bool __cuda_2,const long long *__cuda_3)
# 46 "v001897.cu"
{__device_stub__Z13fold29_kerneldPibPKx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v001897.cu"
}
# 1 "v001897.cudafe1.stub.c"
static void __device_stub__Z13trace8_kernelIlLi1EEvPKT_S0_S2_S2_( const long *__restrict__ __par0,  long __par1,  const long *__par2,  const long *__par3) {  const long *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, long, const long *, const long *))trace8_kernel<long, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_trace8_kernel<long,1>( const long *__restrict__ &__cuda_0,long &__cuda_1,const long *&__cuda_2,const long *&__cuda_3){__device_stub__Z13trace8_kernelIlLi1EEvPKT_S0_S2_S2_( (const long *&)__cuda_0,(long &)__cuda_1,(const long *&)__cuda_2,(const long *&)__cuda_3);}
static void __device_stub__Z15filter23_kernelIjLi2EEvPKT_iPKiS2_( const unsigned *__restrict__ __par0,  int __par1,  const int *__par2,  const unsigned *__par3) {  const unsigned *__T2;
__cudaLaunchPrologue(4); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, int, const int *, const unsigned *))filter23_kernel<unsigned int, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_filter23_kernel<unsigned,2>( const unsigned *__restrict__ &__cuda_0,int &__cuda_1,const int *&__cuda_2,const unsigned *&__cuda_3){__device_stub__Z15filter23_kernelIjLi2EEvPKT_iPKiS2_( (const unsigned *&)__cuda_0,(int &)__cuda_1,(const int *&)__cuda_2,(const unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *__restrict__, int, const int *, const unsigned *))filter23_kernel<unsigned int, (int)2> ), _Z15filter23_kernelIjLi2EEvPKT_iPKiS2_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const long *__restrict__, long, const long *, const long *))trace8_kernel<long, (int)1> ), _Z13trace8_kernelIlLi1EEvPKT_S0_S2_S2_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double, int *, bool, const long long *))fold29_kernel), _Z13fold29_kerneldPibPKx, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, const long *__restrict__, long))step16), _Z6step16iPKll, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

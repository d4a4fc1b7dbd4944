#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001179.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias25_kerneliiPj(int, int, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine31_kernelPl(long *);
static void __device_stub__Z13grow34_kernelifi(int, float, int);
static void __device_stub__Z14scale10_kernelIlLi8EEvPKT_ad(const long *__restrict__, signed char, double);
static void __device_stub__Z15update14_kernelIiLi5EEvT_PKjPS0_(int, const unsigned *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bias25_kerneliiPj(int __par0, int __par1, unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, unsigned *))bias25_kernel)), 0U);}
# 48 "v001179.cu"
void bias25_kernel( int __cuda_0,int __cuda_1,unsigned *__cuda_2)
# 48 "v001179.cu"
{__device_stub__Z13bias25_kerneliiPj( __cuda_0,__cuda_1,__cuda_2);
# 55 "v001179.cu"
}
# 1 "v001179.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine31_kernelPl( long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long *))combine31_kernel)), 0U); }
# 57 "v001179.cu"
void combine31_kernel( long *__cuda_0)
# 57 "v001179.cu"
{__device_stub__Z16combine31_kernelPl( __cuda_0);


}
# 1 "v001179.cudafe1.stub.c"
static void __device_stub__Z13grow34_kernelifi( int __par0,  float __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, float, int))grow34_kernel)), 0U); }
# 62 "v001179.cu"
static void grow34_kernel( int __cuda_0,float __cuda_1,int __cuda_2)
# 62 "v001179.cu"
{__device_stub__Z13grow34_kernelifi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001179.cudafe1.stub.c"
static void __device_stub__Z14scale10_kernelIlLi8EEvPKT_ad( const long *__restrict__ __par0,  signed char __par1,  double __par2) {  const long *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, signed char, double))scale10_kernel<long, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale10_kernel<long,8>( const long *__restrict__ &__cuda_0,signed char &__cuda_1,double &__cuda_2){__device_stub__Z14scale10_kernelIlLi8EEvPKT_ad( (const long *&)__cuda_0,(signed char &)__cuda_1,(double &)__cuda_2);}
static void __device_stub__Z15update14_kernelIiLi5EEvT_PKjPS0_( int __par0,  const unsigned *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *, int *))update14_kernel<int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update14_kernel<int,5>( int &__cuda_0,const unsigned *&__cuda_1,int *&__cuda_2){__device_stub__Z15update14_kernelIiLi5EEvT_PKjPS0_( (int &)__cuda_0,(const unsigned *&)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, const unsigned *, int *))update14_kernel<int, (int)5> ), _Z15update14_kernelIiLi5EEvT_PKjPS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long *__restrict__, signed char, double))scale10_kernel<long, (int)8> ), _Z14scale10_kernelIlLi8EEvPKT_ad, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, float, int))grow34_kernel), _Z13grow34_kernelifi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long *))combine31_kernel), _Z16combine31_kernelPl, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, unsigned *))bias25_kernel), _Z13bias25_kerneliiPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001176.fatbin.c"
typedef float _ZN6impl218real22_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh11_kerneldiPdi(double, int, double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow30_kernelf(_ZN6impl218real22_tE);
static void __device_stub__Z14score35_kernelil(int, long);
static void __device_stub__Z6bump23IjEvPKT_hi(const unsigned *, unsigned char, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh11_kerneldiPdi(double __par0, int __par1, double *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(double, int, double *, int))weigh11_kernel)), 0U);}
# 17 "v001176.cu"
void weigh11_kernel( double __cuda_0,int __cuda_1,double *__cuda_2,int __cuda_3)
# 17 "v001176.cu"
{__device_stub__Z14weigh11_kerneldiPdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001176.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow30_kernelf( _ZN6impl218real22_tE __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(_ZN6impl218real22_tE))grow30_kernel)), 0U); }
# 54 "v001176.cu"
void grow30_kernel( _ZN6impl218real22_tE __cuda_0)
# 54 "v001176.cu"
{__device_stub__Z13grow30_kernelf( __cuda_0);
# 63 "v001176.cu"
}
# 1 "v001176.cudafe1.stub.c"
static void __device_stub__Z14score35_kernelil( int __par0,  long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, long))score35_kernel)), 0U); }
# 76 "v001176.cu"
static void score35_kernel( int __cuda_0,long __cuda_1)
# 76 "v001176.cu"
{__device_stub__Z14score35_kernelil( __cuda_0,__cuda_1);
# 89 "v001176.cu"
}
# 1 "v001176.cudafe1.stub.c"
static void __device_stub__Z6bump23IjEvPKT_hi( const unsigned *__par0,  unsigned char __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned char, int))bump23<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump23<unsigned>( const unsigned *&__cuda_0,unsigned char &__cuda_1,int &__cuda_2){__device_stub__Z6bump23IjEvPKT_hi( (const unsigned *&)__cuda_0,(unsigned char &)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, unsigned char, int))bump23<unsigned int> ), _Z6bump23IjEvPKT_hi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, long))score35_kernel), _Z14score35_kernelil, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(_ZN6impl218real22_tE))grow30_kernel), _Z13grow30_kernelf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double, int, double *, int))weigh11_kernel), _Z14weigh11_kerneldiPdi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

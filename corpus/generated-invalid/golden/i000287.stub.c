#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000287.fatbin.c"
static void __device_stub__Z13fuse22_kerneldPKdPd(double, const double *, double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend27PdPiPKjS0_(double *, int *, const unsigned *, int *);
static void __device_stub__Z13shade7_kernelIlLi8EEvPKT_PiS0_(const long *, int *, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13fuse22_kerneldPKdPd(double __par0, const double *__par1, double *__restrict__ __par2){ double *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(double, const double *, double *__restrict__))fuse22_kernel)), 0U);}
# 40 "i000287.cu"
static void fuse22_kernel( double __cuda_0,const double *__cuda_1,double *__restrict__ __cuda_2)
# 40 "i000287.cu"
{__device_stub__Z13fuse22_kerneldPKdPd( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "i000287.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend27PdPiPKjS0_( double *__par0,  int *__par1,  const unsigned *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, int *, const unsigned *, int *))blend27)), 0U); }
# 45 "i000287.cu"
void blend27( double *__cuda_0,int *__cuda_1,const unsigned *__cuda_2,int *__cuda_3)
# 45 "i000287.cu"
{__device_stub__Z7blend27PdPiPKjS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "i000287.cu"
}
# 1 "i000287.cudafe1.stub.c"
static void __device_stub__Z13shade7_kernelIlLi8EEvPKT_PiS0_( const long *__par0,  int *__par1,  long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, int *, long))shade7_kernel<long, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade7_kernel<long,8>( const long *&__cuda_0,int *&__cuda_1,long &__cuda_2){__device_stub__Z13shade7_kernelIlLi8EEvPKT_PiS0_( (const long *&)__cuda_0,(int *&)__cuda_1,(long &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const long *, int *, long))shade7_kernel<long, (int)8> ), _Z13shade7_kernelIlLi8EEvPKT_PiS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, int *, const unsigned *, int *))blend27), _Z7blend27PdPiPKjS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double, const double *, double *__restrict__))fuse22_kernel), _Z13fuse22_kerneldPKdPd, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000371.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5step6iPcPKm(int, char *__restrict__, const unsigned long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth22_kernelPKiPlPKc(const int *, long *, const char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick32_kernelPji(unsigned *, int);
static void __device_stub__Z5mix13IfdEvT_PT0_(float, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5step6iPcPKm(int __par0, char *__restrict__ __par1, const unsigned long *__restrict__ __par2){ char *__T0;
 const unsigned long *__T1;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(int, char *__restrict__, const unsigned long *__restrict__))step6)), 0U);}
# 16 "v000371.cu"
void step6( int __cuda_0,char *__restrict__ __cuda_1,const unsigned long *__restrict__ __cuda_2)
# 16 "v000371.cu"
{__device_stub__Z5step6iPcPKm( __cuda_0,__cuda_1,__cuda_2);
# 25 "v000371.cu"
}
# 1 "v000371.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth22_kernelPKiPlPKc( const int *__par0,  long *__par1,  const char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, long *, const char *))smooth22_kernel)), 0U); }
# 55 "v000371.cu"
void smooth22_kernel( const int *__cuda_0,long *__cuda_1,const char *__cuda_2)
# 55 "v000371.cu"
{__device_stub__Z15smooth22_kernelPKiPlPKc( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000371.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick32_kernelPji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))kick32_kernel)), 0U); }
# 68 "v000371.cu"
void kick32_kernel( unsigned *__cuda_0,int __cuda_1)
# 68 "v000371.cu"
{__device_stub__Z13kick32_kernelPji( __cuda_0,__cuda_1);
# 74 "v000371.cu"
}
# 1 "v000371.cudafe1.stub.c"
static void __device_stub__Z5mix13IfdEvT_PT0_( float __par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, double *))mix13<float, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_mix13<float,double>( float &__cuda_0,double *&__cuda_1){__device_stub__Z5mix13IfdEvT_PT0_( (float &)__cuda_0,(double *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float, double *))mix13<float, double> ), _Z5mix13IfdEvT_PT0_, 128); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, int))kick32_kernel), _Z13kick32_kernelPji, 512); __cudaRegisterEntry(__T6, ((void ( *)(const int *, long *, const char *))smooth22_kernel), _Z15smooth22_kernelPKiPlPKc, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, char *__restrict__, const unsigned long *__restrict__))step6), _Z5step6iPcPKm, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

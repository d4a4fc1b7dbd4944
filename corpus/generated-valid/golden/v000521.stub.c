#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000521.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update21_kernelPsiPKf(short *, int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep35PjPdi6Axis26(unsigned *__restrict__, double *__restrict__, int, enum Axis26);
static void __device_stub__Z13fold29_kernelIdfEvPT_6Axis26(double *, enum Axis26);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math115sub1213rank14_kernelEPfm(float *, size_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15update21_kernelPsiPKf(short *__par0, int __par1, const float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(short *, int, const float *))update21_kernel)), 0U);}
# 47 "v000521.cu"
void update21_kernel( short *__cuda_0,int __cuda_1,const float *__cuda_2)
# 47 "v000521.cu"
{__device_stub__Z15update21_kernelPsiPKf( __cuda_0,__cuda_1,__cuda_2);
# 55 "v000521.cu"
}
# 1 "v000521.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep35PjPdi6Axis26( unsigned *__restrict__ __par0,  double *__restrict__ __par1,  int __par2,  enum Axis26 __par3) {  unsigned *__T0;
 double *__T1;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, double *__restrict__, int, enum Axis26))sweep35)), 0U); }
# 70 "v000521.cu"
void sweep35( unsigned *__restrict__ __cuda_0,double *__restrict__ __cuda_1,int __cuda_2,enum ::Axis26 __cuda_3)
# 70 "v000521.cu"
{__device_stub__Z7sweep35PjPdi6Axis26( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000521.cudafe1.stub.c"
static void __device_stub__Z13fold29_kernelIdfEvPT_6Axis26( double *__par0,  enum Axis26 __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, enum Axis26))fold29_kernel<double, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold29_kernel<double,float>( double *&__cuda_0,enum ::Axis26 &__cuda_1){__device_stub__Z13fold29_kernelIdfEvPT_6Axis26( (double *&)__cuda_0,(enum ::Axis26 &)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6math115sub1213rank14_kernelEPfm( float *__par0,  size_t __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, size_t))math11::sub12::rank14_kernel)), 0U); }
# 26 "v000521.cu"
void math11::sub12::rank14_kernel( float *__cuda_0,::size_t __cuda_1)
# 26 "v000521.cu"
{__device_stub__ZN6math115sub1213rank14_kernelEPfm( __cuda_0,__cuda_1);
# 32 "v000521.cu"
}
# 1 "v000521.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *, size_t))math11::sub12::rank14_kernel), _ZN6math115sub1213rank14_kernelEPfm, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *, enum Axis26))fold29_kernel<double, float> ), _Z13fold29_kernelIdfEvPT_6Axis26, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *__restrict__, double *__restrict__, int, enum Axis26))sweep35), _Z7sweep35PjPdi6Axis26, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(short *, int, const float *))update21_kernel), _Z15update21_kernelPsiPKf, (-1)); __cudaRegisterVariable(__T5, __shadow_var(_ZN6math115sub129d_apply13E,::math11::sub12::d_apply13), 0, 2UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

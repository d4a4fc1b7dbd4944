#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000547.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13blend4_kerneliPi(int, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift10_kernelPfPKj(float *, const unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax28iPKjPKi(int, const unsigned *, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace35fPiff(float, int *, float, float);
static void __device_stub__Z7trace20IdLi2EEvPKT_iiPKm(const double *__restrict__, int, int, const unsigned long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13blend4_kerneliPi(int __par0, int *__restrict__ __par1){ int *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, int *__restrict__))blend4_kernel)), 0U);}
# 17 "v000547.cu"
void blend4_kernel( int __cuda_0,int *__restrict__ __cuda_1)
# 17 "v000547.cu"
{__device_stub__Z13blend4_kerneliPi( __cuda_0,__cuda_1);



}
# 1 "v000547.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift10_kernelPfPKj( float *__par0,  const unsigned *__restrict__ __par1) {  const unsigned *__T1;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, const unsigned *__restrict__))drift10_kernel)), 0U); }
# 24 "v000547.cu"
void drift10_kernel( float *__cuda_0,const unsigned *__restrict__ __cuda_1)
# 24 "v000547.cu"
{__device_stub__Z14drift10_kernelPfPKj( __cuda_0,__cuda_1);
# 30 "v000547.cu"
}
# 1 "v000547.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7relax28iPKjPKi( int __par0,  const unsigned *__par1,  const int *__restrict__ __par2) {  const int *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *, const int *__restrict__))relax28)), 0U); }
# 42 "v000547.cu"
void relax28( int __cuda_0,const unsigned *__cuda_1,const int *__restrict__ __cuda_2)
# 42 "v000547.cu"
{__device_stub__Z7relax28iPKjPKi( __cuda_0,__cuda_1,__cuda_2);
# 54 "v000547.cu"
}
# 1 "v000547.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7trace35fPiff( float __par0,  int *__par1,  float __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float, int *, float, float))trace35)), 0U); }
# 56 "v000547.cu"
void trace35( float __cuda_0,int *__cuda_1,float __cuda_2,float __cuda_3)
# 56 "v000547.cu"
{__device_stub__Z7trace35fPiff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 65 "v000547.cu"
}
# 1 "v000547.cudafe1.stub.c"
static void __device_stub__Z7trace20IdLi2EEvPKT_iiPKm( const double *__restrict__ __par0,  int __par1,  int __par2,  const unsigned long *__par3) {  const double *__T3;
__cudaLaunchPrologue(4); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__, int, int, const unsigned long *))trace20<double, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_trace20<double,2>( const double *__restrict__ &__cuda_0,int &__cuda_1,int &__cuda_2,const unsigned long *&__cuda_3){__device_stub__Z7trace20IdLi2EEvPKT_iiPKm( (const double *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2,(const unsigned long *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const double *__restrict__, int, int, const unsigned long *))trace20<double, (int)2> ), _Z7trace20IdLi2EEvPKT_iiPKm, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float, int *, float, float))trace35), _Z7trace35fPiff, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, const unsigned *, const int *__restrict__))relax28), _Z7relax28iPKjPKi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *, const unsigned *__restrict__))drift10_kernel), _Z14drift10_kernelPfPKj, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, int *__restrict__))blend4_kernel), _Z13blend4_kerneliPi, 64); __cudaRegisterManagedVariable(__T7, __shadow_var(m_spread9,::m_spread9), 0, 8UL, 0, 0); __cudaRegisterVariable(__T7, __shadow_var(d_tile27,::d_tile27), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

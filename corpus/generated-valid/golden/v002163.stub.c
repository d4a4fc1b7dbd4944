#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002163.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12pack3_kernelmPKj(unsigned long, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse24PjPiiPKi(unsigned *, int *, int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_drift30Pdi(double *, int);
static void __device_stub__Z14drift18_kernelIfLi3EEvT_iiPf(real17_t, int, int, real17_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12pack3_kernelmPKj(unsigned long __par0, const unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned long, const unsigned *))pack3_kernel)), 0U);}
# 8 "v002163.cu"
void pack3_kernel( unsigned long __cuda_0,const unsigned *__cuda_1)
# 9 "v002163.cu"
{__device_stub__Z12pack3_kernelmPKj( __cuda_0,__cuda_1);
# 19 "v002163.cu"
}
# 1 "v002163.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse24PjPiiPKi( unsigned *__par0,  int *__par1,  int __par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int *, int, const int *))fuse24)), 0U); }
# 41 "v002163.cu"
void fuse24( unsigned *__cuda_0,int *__cuda_1,int __cuda_2,const int *__cuda_3)
# 42 "v002163.cu"
{__device_stub__Z6fuse24PjPiiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v002163.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_drift30Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_drift30)), 0U); }
# 52 "v002163.cu"
void map_drift30( double *__cuda_0,int __cuda_1)
# 52 "v002163.cu"
{__device_stub__Z11map_drift30Pdi( __cuda_0,__cuda_1); }
# 1 "v002163.cudafe1.stub.c"
static void __device_stub__Z14drift18_kernelIfLi3EEvT_iiPf( real17_t __par0,  int __par1,  int __par2,  real17_t *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(real17_t, int, int, real17_t *))drift18_kernel<float, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift18_kernel<float,3>( ::real17_t &__cuda_0,int &__cuda_1,int &__cuda_2,::real17_t *&__cuda_3){__device_stub__Z14drift18_kernelIfLi3EEvT_iiPf( (::real17_t &)__cuda_0,(int &)__cuda_1,(int &)__cuda_2,(::real17_t *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(real17_t, int, int, real17_t *))drift18_kernel<float, (int)3> ), _Z14drift18_kernelIfLi3EEvT_iiPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_drift30), _Z11map_drift30Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int *, int, const int *))fuse24), _Z6fuse24PjPiiPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long, const unsigned *))pack3_kernel), _Z12pack3_kernelmPKj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_weigh36,::d_weigh36), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

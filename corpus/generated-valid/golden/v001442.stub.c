#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001442.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5warp4PKjPKy(const unsigned *, const unsigned long long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine10PKdPKiPKj(const double *, const int *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm20_kernelf(float);
static void __device_stub__Z9scatter24IfdEvPKT_PKl(const float *, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5warp4PKjPKy(const unsigned *__par0, const unsigned long long *__restrict__ __par1){ const unsigned long long *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned long long *__restrict__))warp4)), 0U);}
# 9 "v001442.cu"
void warp4( const unsigned *__cuda_0,const unsigned long long *__restrict__ __cuda_1)
# 9 "v001442.cu"
{__device_stub__Z5warp4PKjPKy( __cuda_0,__cuda_1);




}
# 1 "v001442.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine10PKdPKiPKj( const double *__par0,  const int *__par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, const int *, const unsigned *))combine10)), 0U); }
# 17 "v001442.cu"
void combine10( const double *__cuda_0,const int *__cuda_1,const unsigned *__cuda_2)
# 17 "v001442.cu"
{__device_stub__Z9combine10PKdPKiPKj( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001442.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm20_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))norm20_kernel)), 0U); }
# 26 "v001442.cu"
void norm20_kernel( float __cuda_0)
# 26 "v001442.cu"
{__device_stub__Z13norm20_kernelf( __cuda_0);
# 37 "v001442.cu"
}
# 1 "v001442.cudafe1.stub.c"
static void __device_stub__Z9scatter24IfdEvPKT_PKl( const float *__par0,  const long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, const long *))scatter24<float, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter24<float,double>( const float *&__cuda_0,const long *&__cuda_1){__device_stub__Z9scatter24IfdEvPKT_PKl( (const float *&)__cuda_0,(const long *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *, const long *))scatter24<float, double> ), _Z9scatter24IfdEvPKT_PKl, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float))norm20_kernel), _Z13norm20_kernelf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const double *, const int *, const unsigned *))combine10), _Z9combine10PKdPKiPKj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, const unsigned long long *__restrict__))warp4), _Z5warp4PKjPKy, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_probe18,::d_probe18), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(c_bump19,::c_bump19), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

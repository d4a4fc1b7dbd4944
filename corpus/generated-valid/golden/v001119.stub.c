#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001119.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay146Stats2PKiPKf(struct Stats2&, const int *, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump39_kerneliPKhi(int, const unsigned char *, int);
static void __device_stub__Z7relax28IdLi6EEvPKT_S0_i(const double *, double, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7decay146Stats2PKiPKf(struct Stats2&__par0, const int *__par1, const float *__restrict__ __par2){ const float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 24UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 32UL);__cudaLaunch(((char *)((void ( *)(struct Stats2, const int *, const float *__restrict__))decay14)), 0U);}
# 22 "v001119.cu"
void decay14( struct ::Stats2 __cuda_0,const int *__cuda_1,const float *__restrict__ __cuda_2)
# 22 "v001119.cu"
{__device_stub__Z7decay146Stats2PKiPKf( __cuda_0,__cuda_1,__cuda_2);
# 29 "v001119.cu"
}
# 1 "v001119.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bump39_kerneliPKhi( int __par0,  const unsigned char *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned char *, int))bump39_kernel)), 0U); }
# 74 "v001119.cu"
void bump39_kernel( int __cuda_0,const unsigned char *__cuda_1,int __cuda_2)
# 74 "v001119.cu"
{__device_stub__Z13bump39_kerneliPKhi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001119.cudafe1.stub.c"
static void __device_stub__Z7relax28IdLi6EEvPKT_S0_i( const double *__par0,  double __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, double, int))relax28<double, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_relax28<double,6>( const double *&__cuda_0,double &__cuda_1,int &__cuda_2){__device_stub__Z7relax28IdLi6EEvPKT_S0_i( (const double *&)__cuda_0,(double &)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const double *, double, int))relax28<double, (int)6> ), _Z7relax28IdLi6EEvPKT_S0_i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const unsigned char *, int))bump39_kernel), _Z13bump39_kerneliPKhi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(struct Stats2, const int *, const float *__restrict__))decay14), _Z7decay146Stats2PKiPKf, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_lerp1,::c_lerp1), 0, 1UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(d_norm7,::d_norm7), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T4, __shadow_var(m_fuse13,::m_fuse13), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

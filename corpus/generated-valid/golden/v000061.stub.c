#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000061.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_fold23Pfi(float *, int);
static void __device_stub__Z6bump10IiLi6EEvPKT_Pfi(const int *, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl246fold25EPKiiPi(const int *, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops403v4114scale42_kernelEdPiii(double, int *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_fold23Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_fold23)), 0U);}
# 43 "v000061.cu"
void map_fold23( float *__cuda_0,int __cuda_1)
# 43 "v000061.cu"
{__device_stub__Z10map_fold23Pfi( __cuda_0,__cuda_1); }
# 1 "v000061.cudafe1.stub.c"
static void __device_stub__Z6bump10IiLi6EEvPKT_Pfi( const int *__par0,  float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, float *, int))bump10<int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump10<int,6>( const int *&__cuda_0,float *&__cuda_1,int &__cuda_2){__device_stub__Z6bump10IiLi6EEvPKT_Pfi( (const int *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl246fold25EPKiiPi( const int *__par0,  int __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, int *))impl24::fold25)), 0U); }
# 46 "v000061.cu"
void impl24::fold25( const int *__cuda_0,int __cuda_1,int *__cuda_2)
# 46 "v000061.cu"
{__device_stub__ZN6impl246fold25EPKiiPi( __cuda_0,__cuda_1,__cuda_2);
# 54 "v000061.cu"
}
# 1 "v000061.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops403v4114scale42_kernelEdPiii( double __par0,  int *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(double, int *, int, int))ops40::v41::scale42_kernel)), 0U); }
# 71 "v000061.cu"
void ops40::v41::scale42_kernel( double __cuda_0,int *__cuda_1,int __cuda_2,int __cuda_3)
# 71 "v000061.cu"
{__device_stub__ZN5ops403v4114scale42_kernelEdPiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000061.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double, int *, int, int))ops40::v41::scale42_kernel), _ZN5ops403v4114scale42_kernelEdPiii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int, int *))impl24::fold25), _ZN6impl246fold25EPKiiPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, float *, int))bump10<int, (int)6> ), _Z6bump10IiLi6EEvPKT_Pfi, 256UL); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_fold23), _Z10map_fold23Pfi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_mix9,::m_mix9), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_pivot21,::c_pivot21), 0, 8UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(d_split33,::d_split33), 0, 64UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(_ZN6impl249c_split32E,::impl24::c_split32), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

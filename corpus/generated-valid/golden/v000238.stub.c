#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000238.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12rank7_kernelPd(double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march13_kernelPKiPf(const int *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_relax21Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_reduce22Pdi(double *, int);
static void __device_stub__Z7relax23IjjEvPT_PfPT0_S4_(unsigned *, float *, unsigned *, unsigned *);
static void __device_stub__Z13fold29_kernelIjLi7EEvT_f(unsigned, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12rank7_kernelPd(double *__restrict__ __par0){ double *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(double *__restrict__))rank7_kernel)), 0U);}
# 18 "v000238.cu"
void rank7_kernel( double *__restrict__ __cuda_0)
# 18 "v000238.cu"
{__device_stub__Z12rank7_kernelPd( __cuda_0);




}
# 1 "v000238.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14march13_kernelPKiPf( const int *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, float *))march13_kernel)), 0U); }
# 25 "v000238.cu"
void march13_kernel( const int *__cuda_0,float *__cuda_1)
# 25 "v000238.cu"
{__device_stub__Z14march13_kernelPKiPf( __cuda_0,__cuda_1);




}
# 1 "v000238.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_relax21Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_relax21)), 0U); }
# 37 "v000238.cu"
void map_relax21( double *__cuda_0,int __cuda_1)
# 37 "v000238.cu"
{__device_stub__Z11map_relax21Pdi( __cuda_0,__cuda_1); }
# 1 "v000238.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_reduce22Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_reduce22)), 0U); }
# 38 "v000238.cu"
void map_reduce22( double *__cuda_0,int __cuda_1)
# 38 "v000238.cu"
{__device_stub__Z12map_reduce22Pdi( __cuda_0,__cuda_1); }
# 1 "v000238.cudafe1.stub.c"
static void __device_stub__Z7relax23IjjEvPT_PfPT0_S4_( unsigned *__par0,  float *__par1,  unsigned *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, float *, unsigned *, unsigned *))relax23<unsigned int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_relax23<unsigned,unsigned>( unsigned *&__cuda_0,float *&__cuda_1,unsigned *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z7relax23IjjEvPT_PfPT0_S4_( (unsigned *&)__cuda_0,(float *&)__cuda_1,(unsigned *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __device_stub__Z13fold29_kernelIjLi7EEvT_f( unsigned __par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, float))fold29_kernel<unsigned int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold29_kernel<unsigned,7>( unsigned &__cuda_0,float &__cuda_1){__device_stub__Z13fold29_kernelIjLi7EEvT_f( (unsigned &)__cuda_0,(float &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, float))fold29_kernel<unsigned int, (int)7> ), _Z13fold29_kernelIjLi7EEvT_f, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, float *, unsigned *, unsigned *))relax23<unsigned int, unsigned int> ), _Z7relax23IjjEvPT_PfPT0_S4_, 32UL); __cudaRegisterEntry(__T4, ((void ( *)(double *, int))map_reduce22), _Z12map_reduce22Pdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, int))map_relax21), _Z11map_relax21Pdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *, float *))march13_kernel), march13_kernel, 1024); __cudaRegisterEntry(__T4, ((void ( *)(double *__restrict__))rank7_kernel), _Z12rank7_kernelPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
